import { ERROR_TEXTS, errorBannerText, fieldErrorText, stripInvariantPrefix } from './errors';

describe('stripInvariantPrefix', () => {
  it.each([
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
  ])('%p -> %p', (message, text) => {
    expect(stripInvariantPrefix(message)).toBe(text);
  });
});

describe('errorBannerText', () => {
  it.each([
    ['Invariant failed: Out of stock', 'Out of stock'],
    ['Invariant failed:', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['Plain', 'Plain'],
  ])('%p -> %p', (message, text) => {
    expect(errorBannerText(message)).toBe(text);
  });
});

describe('fieldErrorText', () => {
  it.each([
    [{ type: 'required', message: 'Email needed' }, 'Email needed'],
    [{ type: 'required' }, 'Required'],
    [{ type: 'required', message: '  ' }, 'Required'],
    [{ type: 'pattern' }, 'Field error'],
    [{ message: null }, 'Field error'],
    [null, null],
  ])('%p -> %p', (error, text) => {
    expect(fieldErrorText(error)).toBe(text);
  });

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
