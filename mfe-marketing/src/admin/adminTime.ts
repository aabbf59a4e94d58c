// Times in the back office: shown in the staff member's own time zone, typed in a datetime-local field (local wall
// time to the second) and sent to the API as ISO instants.

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of a datetime-local field ('' for none or an unreadable one). */
export function toLocalInput(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A datetime-local value as an ISO instant: null when empty, 'invalid' when it is no time. */
export function fromLocalInput(value: string): string | null | 'invalid' {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? 'invalid' : d.toISOString();
}

/** A time for people: 'Mar 1, 2026, 12:00:00 PM' (or '—'). */
export function formatAdminTime(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return '—';
  return d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}
