// Neither package ships its types: what tests/support/page-checks.ts uses of them.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    validate(extracted: unknown): Promise<unknown[]>;
  }
}
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}
