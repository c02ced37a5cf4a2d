/** A same-site path to go back to after login (`?returnTo=`); anything else (other sites, `//x`) is ignored. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
