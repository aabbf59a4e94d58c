// Type declarations for the small untyped text-search dependencies.
declare module 'wink-porter2-stemmer' {
  /** Porter2 (Snowball English) stem of one lower-case word: the stemmer MongoDB's English text search uses. */
  function stem(word: string): string;
  export = stem;
}

declare module 'stopword' {
  /** English stop words. */
  export const eng: string[];
}
