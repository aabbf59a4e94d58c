/**
 * The stored shape of an address (the shared Address): users, dealers and dealer applications keep it alike.
 * A function, so each schema gets its own definition object.
 */
export function addressFields() {
  return {
    address_line_1: String,
    city: String,
    state_code: String,
    zip_code: String,
    country_code: String,
  };
}
