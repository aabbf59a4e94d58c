import { randomId, randomToken } from '../src';

describe('randomToken', () => {
  it('encodes the asked number of random bytes', () => {
    expect(randomToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomToken(16, 'base64')).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(randomToken(12, 'hex')).toMatch(/^[0-9a-f]{24}$/);
  });

  it('never hands out the same bytes twice, across many refills of its pool', () => {
    const tokens = Array.from({ length: 5000 }, () => randomToken(16));
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('gives large sizes straight from the CSPRNG', () => {
    const tokens = [randomToken(4096, 'hex'), randomToken(4096, 'hex')];
    expect(tokens[0]).toHaveLength(8192);
    expect(tokens[0]).not.toBe(tokens[1]);
  });
});

describe('randomId', () => {
  it('gives ids of the asked length in the URL-safe alphabet', () => {
    expect(randomId(21)).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(randomId(2000)).toMatch(/^[A-Za-z0-9_-]{2000}$/);
  });

  it('uses every character of its alphabet (6 random bits per character)', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomId(21)).join(''));
    expect(seen.size).toBe(64);
  });
});
