// The command line of `pnpm perf` (scripts/perf.mjs), parsed without side effects so it can be tested.

const usage = 'use --rounds <n>, --no-build and/or --enforce-js';

/**
 * @param {string[]} argv the arguments after the script name
 * @returns {{ rounds: number, build: boolean, enforceJs: boolean } | { error: string }}
 */
export function parsePerfArgs(argv) {
  const parsed = { rounds: 3, build: true, enforceJs: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') parsed.build = false;
    else if (arg === '--enforce-js') parsed.enforceJs = true;
    else if (arg === '--rounds' || arg.startsWith('--rounds=')) {
      const value = arg === '--rounds' ? argv[(i += 1)] : arg.slice('--rounds='.length);
      if (!/^[1-9]\d*$/.test(value ?? '')) return { error: `--rounds needs a whole number of 1 or more` };
      parsed.rounds = Number(value);
    } else return { error: `unknown argument '${arg}'; ${usage}` };
  }
  return parsed;
}
