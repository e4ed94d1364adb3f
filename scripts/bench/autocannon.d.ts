// The part of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    type RequestParams = { method?: string; path?: string; body?: string; headers?: Record<string, string> };
    type Request = RequestParams & {
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
    };
    type Histogram = { average: number; mean: number; p50: number; p99: number };
    /** `requests.total`: the responses received. */
    type Result = { requests: Histogram & { total: number }; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
