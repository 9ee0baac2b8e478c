/** The package ships no types: it exports one check against its list. */
declare module 'fxa-common-password-list' {
  const list: { test(password: string): boolean };
  export default list;
}
