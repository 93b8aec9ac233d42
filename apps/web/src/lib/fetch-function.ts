/** What the API client and the early answers send requests with: fetch, or a test's stand-in. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;
