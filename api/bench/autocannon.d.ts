// Minimal types for the parts of autocannon the benchmark uses (the package ships none).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: any, context: any) => any;
    }
    interface Options {
      url: string;
      duration?: number;
      connections?: number;
      requests?: Request[];
    }
    interface Result {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
      non2xx: number;
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
