// Test kit of the rule tests: left out of the package's build (tsconfig.json), imported by *.test.ts files only.

/** One row of a rule's table: the input and the output the rule must give for it. */
export type Mapping<I, O> = readonly [input: I, expected: O];

/**
 * The check most rule tables make: a pure rule maps each input to its expected output, one test per row, titled by
 * `title` in it.each's format over the row (`%s -> %p`). `toEqual` compares primitives as `toBe` does (Object.is)
 * and objects and arrays by value.
 */
export function itMapsEach<I, O>(rule: (input: I) => O, title: string, rows: ReadonlyArray<Mapping<I, O>>): void {
  it.each(rows)(title, (input, expected) => {
    expect(rule(input)).toEqual(expected);
  });
}

/** A `describe` named `name` that holds only the table of `itMapsEach`. */
export function describeMapsEach<I, O>(
  name: string,
  rule: (input: I) => O,
  title: string,
  rows: ReadonlyArray<Mapping<I, O>>,
): void {
  describe(name, () => itMapsEach(rule, title, rows));
}
