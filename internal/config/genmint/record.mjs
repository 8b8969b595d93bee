// Records the reference's upgrade of mint.json fixtures: for each
// FILE.mint.json (or FOLDER/mint.json) given, the docs.json that the
// reference's CLI writes for it (`mint upgrade`: validateMintConfig, then
// upgradeToDocsConfig with shouldUpgradeTheme, JSON.stringify(x, null, 2))
// goes to FILE.upgraded.json (or FOLDER/upgraded.json).
//
// With --random=N:FILE it also writes FILE: N random navigations (groups,
// tabs, anchors, versions and locales over shared URL prefixes, from a
// fixed seed) each with the reference's upgrade, as [{mint, upgraded}].
//
// Usage: node record.mjs [--random=N:FILE] FILE... (run by genmint from a
// folder where the oracle's packages are installed). It fails when a fixture is not valid
// mint.json, or when the build's upgrade (no options) differs from the
// CLI's in more than the theme: the tests rely on both.
import { readFileSync, writeFileSync } from 'node:fs';
import { validateMintConfig, upgradeToDocsConfig } from '@mintlify/validation';

// A deterministic generator of mint.json navigations (a linear
// congruential generator, so that the cases do not change between runs).
let seed = 1;
const rnd = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
const pick = (a) => a[Math.floor(rnd() * a.length)];
const prefixes = ['api', 'api/v1', 'api/v2', 'sdk', 'guides', 'v1', 'v2', 'v1/api', 'v2/api', 'blog', 'api-ref', 'https://ext.example.com', 'http://x.example.com/a'];
const versions = ['v1', 'v2', 'v3'];
function page() { const p = pick(prefixes.filter(p => !p.startsWith('http'))); return rnd() < 0.3 ? 'intro' + Math.floor(rnd()*5) : p + '/p' + Math.floor(rnd() * 6); }
function group(depth, useVersions) {
  const g = { group: 'G' + Math.floor(rnd() * 100) };
  if (rnd() < 0.3) g.icon = pick(['star', 'book', 'code']);
  if (g.icon && rnd() < 0.3) g.iconType = pick(['solid', 'duotone']);
  if (useVersions && rnd() < 0.4) g.version = pick(versions);
  const n = 1 + Math.floor(rnd() * 4);
  g.pages = [];
  for (let i = 0; i < n; i++) g.pages.push(depth < 2 && rnd() < 0.2 ? group(depth + 1, useVersions) : page());
  return g;
}
function divs(kind, useVersions) {
  const n = Math.floor(rnd() * 4);
  const out = [];
  for (let i = 0; i < n; i++) {
    const d = { name: kind + i, url: pick(prefixes) };
    if (useVersions && rnd() < 0.3) d.version = pick(versions);
    if (rnd() < 0.15) d.isDefaultHidden = true;
    if (rnd() < 0.15) d.openapi = pick(['/openapi.json', 'https://x.example.com/o.json']);
    if (kind === 'A') { if (rnd() < 0.4) d.icon = 'star'; if (rnd() < 0.3) d.color = rnd() < 0.5 ? '#112233' : { from: '#112233', to: '#445566' }; }
    out.push(d);
  }
  return out;
}
function randomCases(n) {
  const cases = [];
  while (cases.length < n) {
    const useVersions = rnd() < 0.4;
    const cfg = { name: 'R', favicon: '/f.svg', colors: { primary: '#000000' }, navigation: [] };
    const ng = 1 + Math.floor(rnd() * 5);
    for (let j = 0; j < ng; j++) cfg.navigation.push(group(0, useVersions));
    const t = divs('T', useVersions); if (t.length) cfg.tabs = t;
    const a = divs('A', useVersions); if (a.length) cfg.anchors = a;
    if (useVersions) {
      const vs = versions.slice(0, 1 + Math.floor(rnd() * 3));
      if (rnd() < 0.3) cfg.versions = vs.map((v, k) => ({ name: v, ...(k === 0 && rnd() < 0.5 ? { default: true } : {}), ...(rnd() < 0.15 ? { url: 'https://' + v + '.example.com' } : {}) }));
      else if (rnd() < 0.15) cfg.versions = vs.map((v) => ({ name: v, locale: pick(['en', 'fr', 'de', 'es']) }));
      else cfg.versions = vs;
      // A group's version must be declared.
      const names = cfg.versions.map((v) => typeof v === 'string' ? v : v.url ? undefined : v.name).filter(Boolean);
      const fix = (g) => { if (g.version && !names.includes(g.version)) delete g.version; g.pages.forEach((p) => typeof p === 'object' && fix(p)); };
      cfg.navigation.forEach(fix);
    }
    if (rnd() < 0.2) cfg.primaryTab = { name: 'Primary' };
    if (rnd() < 0.2) cfg.topAnchor = { name: 'Top', ...(rnd() < 0.5 ? { icon: 'house' } : {}) };
    const res = validateMintConfig(cfg);
    if (!res.success) continue;
    cases.push({ mint: cfg, upgraded: upgradeToDocsConfig(res.data, { shouldUpgradeTheme: true }) });
  }
  return cases;
}

let failed = false;
const files = [];
for (const arg of process.argv.slice(2)) {
  const m = /^--random=(\d+):(.+)$/.exec(arg);
  if (m) {
    // One case a line, for readable diffs.
    writeFileSync(m[2], '[\n' + randomCases(Number(m[1])).map((c) => JSON.stringify(c)).join(',\n') + '\n]\n');
  } else {
    files.push(arg);
  }
}
for (const file of files) {
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
