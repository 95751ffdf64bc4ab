/**
 * Reads a required environment variable. Call it where the value is used, never at module scope: a module
 * shared by many handlers must import cleanly in a function that was not given the variable (in AWS each
 * function gets only the variables its route's needs imply), and fail only when a route really uses it.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
}

export function optionalEnv(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}
