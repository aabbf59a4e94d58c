import { ERROR_TEXTS, errorBannerText, fieldErrorText, stripInvariantPrefix } from './errors';
import { describeMapsEach, itMapsEach } from '../testing/mapsEach';

describeMapsEach('stripInvariantPrefix', stripInvariantPrefix, '%p -> %p', [
  ['Invariant failed: Cart is locked', 'Cart is locked'],
  ['Invariant failed:Cart is locked', 'Cart is locked'],
  ['  Invariant failed:   spaced  ', 'spaced'],
  ['Invariant failed:', ''],
  ['Invariant failed', ''],
  ['Something else', 'Something else'],
  ['Error: Invariant failed: inner', 'Error: Invariant failed: inner'],
  ['invariant failed: lower case kept', 'invariant failed: lower case kept'],
  ['', ''],
  [undefined as unknown as string, ''],
]);

describeMapsEach('errorBannerText', errorBannerText, '%p -> %p', [
  ['Invariant failed: Out of stock', 'Out of stock'],
  ['Invariant failed:', null],
  ['', null],
  [null, null],
  [undefined, null],
  ['Plain', 'Plain'],
]);

describe('fieldErrorText', () => {
  itMapsEach(fieldErrorText, '%p -> %p', [
    [{ type: 'required', message: 'Email needed' }, 'Email needed'],
    [{ type: 'required' }, 'Required'],
    [{ type: 'required', message: '  ' }, 'Required'],
    [{ type: 'pattern' }, 'Field error'],
    [{ message: null }, 'Field error'],
    [null, null],
  ]);

  it('quotes the catalogue', () => {
    expect(ERROR_TEXTS).toMatchObject({
      genericScreen: 'Oops, there is an error!',
      tryAgain: 'Try again?',
      updateProfileFailedTypo: 'Error: Failed to update exisiting profile',
      footerSaveFailed: 'Error: Failed - Please try again later',
      fetchFailed: 'An error occurred while fetching the data.',
    });
  });
});
