// word-extractor ships no types; the part the parser uses.
declare module 'word-extractor' {
  class WordDocument {
    getBody(): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
