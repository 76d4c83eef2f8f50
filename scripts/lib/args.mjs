// The command line of `npm test` (scripts/test.mjs), parsed without side effects so it can be tested.

/** Every suite of `npm test`, in the order they run. */
export const suiteNames = ['typecheck', 'lint', 'unit', 'build', 'size', 'stories', 'e2e', 'bench'];

/**
 * @param {string[]} argv the arguments after the script name
 * @returns {{ suites: string[], updateSnapshots: boolean } | { error: string }}
 */
export function parseTestArgs(argv) {
  let only = null;
  let updateSnapshots = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--update-snapshots') updateSnapshots = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[(i += 1)] : arg.slice('--only='.length);
      if (!value || value.startsWith('--'))
        return { error: `--only needs a comma-separated list of suites: ${suiteNames.join(', ')}` };
      only = value.split(',').filter(Boolean);
    } else return { error: `unknown argument '${arg}'; use --only <suites> and/or --update-snapshots` };
  }
  const unknown = (only ?? []).filter((name) => !suiteNames.includes(name));
  if (unknown.length > 0)
    return { error: `unknown suite '${unknown.join("', '")}'; known: ${suiteNames.join(', ')}` };
  // Always in the documented order, whatever order --only lists them in.
  return { suites: suiteNames.filter((name) => only === null || only.includes(name)), updateSnapshots };
}
