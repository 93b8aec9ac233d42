/*
 * Free of zod and of any runtime's types, so that every side (and the web app's sign-in page, which must
 * not load zod) builds an endpoint's address from the map the same way.
 */

/** The endpoint's path with its `:parameters` filled in, each encoded. */
export function endpointPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}
