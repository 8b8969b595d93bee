// Records the reference's upgrade of mint.json fixtures: for each
// FILE.mint.json (or FOLDER/mint.json) given, the docs.json that the
// reference's CLI writes for it (`mint upgrade`: validateMintConfig, then
// upgradeToDocsConfig with shouldUpgradeTheme, JSON.stringify(x, null, 2))
// goes to FILE.upgraded.json (or FOLDER/upgraded.json).
//
// Usage: node record.mjs FILE... (run by genmint from a folder where the
// oracle's packages are installed). It fails when a fixture is not valid
// mint.json, or when the build's upgrade (no options) differs from the
// CLI's in more than the theme: the tests rely on both.
import { readFileSync, writeFileSync } from 'node:fs';
import { validateMintConfig, upgradeToDocsConfig } from '@mintlify/validation';

let failed = false;
for (const file of process.argv.slice(2)) {
  const out = file.endsWith('/mint.json') ? file.replace(/mint\.json$/, 'upgraded.json') : file.replace(/\.mint\.json$/, '.upgraded.json');
  const res = validateMintConfig(JSON.parse(readFileSync(file, 'utf8')));
  if (!res.success) {
    process.stderr.write(`${file}: not valid mint.json: ${JSON.stringify(res.error.issues)}\n`);
    failed = true;
    continue;
  }
  const cli = upgradeToDocsConfig(res.data, { shouldUpgradeTheme: true });
  const build = upgradeToDocsConfig(res.data);
  if (JSON.stringify({ ...build, theme: cli.theme }) !== JSON.stringify(cli) || build.theme !== 'mint') {
    process.stderr.write(`${file}: the build's upgrade differs from the CLI's in more than the theme\n`);
    failed = true;
    continue;
  }
  writeFileSync(out, JSON.stringify(cli, null, 2));
}
process.exit(failed ? 1 : 0);
