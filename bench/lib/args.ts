/** `--short` and `--name value` flags of the bench scripts. */
export function readArgs(argv = process.argv.slice(2)) {
  const has = (flag: string) => argv.includes(flag);
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    return at === -1 ? undefined : argv[at + 1];
  };
  return { has, value };
}
