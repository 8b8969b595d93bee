#!/usr/bin/env node
// Record the reference resolver's ("oracle") view of every corpus site as a
// golden file: testdata/corpus/<site>.oracle.json.
//
// Usage (from anywhere):
//   node scripts/oracle/corpus.mjs [--oracle DIR] [--corpus DIR] [--out DIR]
//                                  [--jobs N] [--timeout SECONDS] [site ...]
//
//   --oracle   folder holding resolve.mjs with its node_modules installed
//              (default ../shared/tools/oracle, relative to the repo root)
//   --corpus   folder of sites, one <owner>__<repo>/ each with docs.json
//              (default ../shared/corpus, relative to the repo root)
//   --out      where the golden files go (default testdata/corpus)
//   --jobs     how many sites to resolve at once (default 1; each run is
//              CPU- and memory-heavy)
//   --timeout  per-site limit in seconds (default 1800)
//   site ...   only these sites (default: every folder with a docs.json)
//
// Each golden file is JSON with a 1-space indent:
//   {site, ok, error?, firstPage, firstPageFromConfig, pageCount,
//    endpointPageCount, uniqueHrefs,
//    pages: [{href, title, sidebarTitle?, openapi?, hidden?, root?, trail}] (oracle order),
//    divisions, breadcrumbs, log}
// In log lines the oracle's scratch folder (os.tmpdir()/mint-resolve-XXXXXX)
// becomes $WORK and the site's own absolute path becomes $SITE, so the files
// do not depend on the machine they were recorded on.
// Node built-ins only.
import { spawn } from 'node:child_process';
import {
  closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function parseArgs(argv) {
  const opts = {
    oracle: path.resolve(repoRoot, '../shared/tools/oracle'),
    corpus: path.resolve(repoRoot, '../shared/corpus'),
    out: path.resolve(repoRoot, 'testdata/corpus'),
    jobs: 1,
    timeout: 1800,
    sites: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      if (i + 1 >= argv.length) die(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--oracle') opts.oracle = path.resolve(val());
    else if (a === '--corpus') opts.corpus = path.resolve(val());
    else if (a === '--out') opts.out = path.resolve(val());
    else if (a === '--jobs') opts.jobs = Math.max(1, parseInt(val(), 10) || 1);
    else if (a === '--timeout') opts.timeout = Math.max(1, parseInt(val(), 10) || 1800);
    else if (a === '-h' || a === '--help') {
      process.stdout.write('usage: node scripts/oracle/corpus.mjs [--oracle DIR] [--corpus DIR] [--out DIR] [--jobs N] [--timeout S] [site ...]\n');
      process.exit(0);
    } else if (a.startsWith('--')) die(`unknown option ${a}`);
    else opts.sites.push(a.replace(/\/+$/, ''));
  }
  return opts;
}

function die(msg) {
  process.stderr.write(`corpus.mjs: ${msg}\n`);
  process.exit(2);
}

// The oracle ends with process.stdout.write(big JSON) + process.exit(): into a
// pipe that loses everything past the first chunk on large sites, so its
// stdout goes to a scratch file instead.
function runOracle(resolveScript, siteDir, timeoutSec) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'navbuild-corpus-'));
  const outFile = path.join(tmp, 'stdout.json');
  const fd = openSync(outFile, 'w');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [resolveScript, siteDir], {
      cwd: os.tmpdir(),
      stdio: ['ignore', fd, 'pipe'],
    });
    const err = [];
    child.stderr.on('data', (b) => err.push(b));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutSec * 1000);
    let done = false;
    const finish = (code, signal) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      closeSync(fd);
      const stdout = readFileSync(outFile, 'utf8');
      rmSync(tmp, { recursive: true, force: true });
      resolve({ code, signal, timedOut, stdout, stderr: Buffer.concat(err).toString('utf8') });
    };
    child.on('error', (e) => { err.push(Buffer.from(String(e))); finish(null, null); });
    child.on('close', finish);
  });
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function scrubber(siteDir) {
  const sitePaths = new Set([siteDir]);
  try { sitePaths.add(realpathSync(siteDir)); } catch { /* ignore */ }
  const tmpRoots = new Set([os.tmpdir()]);
  try { tmpRoots.add(realpathSync(os.tmpdir())); } catch { /* ignore */ }
  // longest first so a path that contains another is replaced whole
  const sites = [...sitePaths].sort((a, b) => b.length - a.length).map(escapeRe);
  const work = [...tmpRoots].map((t) => `${escapeRe(t)}/mint-resolve-[A-Za-z0-9]+`);
  const siteRe = new RegExp(sites.join('|'), 'g');
  const workRe = new RegExp(work.join('|'), 'g');
  return (line) => String(line).replace(workRe, '$WORK').replace(siteRe, '$SITE');
}

function golden(site, siteDir, res) {
  const scrub = scrubber(siteDir);
  const pages = (res.pages || []).map((p) => {
    const o = { href: p.href, title: p.title };
    if (p.sidebarTitle !== undefined) o.sidebarTitle = p.sidebarTitle;
    if (p.openapi !== undefined) o.openapi = p.openapi;
    if (p.hidden !== undefined) o.hidden = p.hidden;
    if (p.root !== undefined) o.root = p.root;
    o.trail = p.trail;
    return o;
  });
  const g = { site, ok: res.ok };
  if (res.error !== undefined) g.error = scrub(res.error);
  Object.assign(g, {
    firstPage: res.firstPage ?? null,
    firstPageFromConfig: res.firstPageFromConfig ?? null,
    pageCount: pages.length,
    endpointPageCount: pages.filter((p) => p.openapi !== undefined).length,
    uniqueHrefs: new Set(pages.map((p) => p.href)).size,
    pages,
    divisions: res.divisions ?? [],
    breadcrumbs: res.breadcrumbs ?? {},
    log: (res.log ?? []).map(scrub),
  });
  return g;
}

async function doSite(opts, resolveScript, site) {
  const siteDir = path.join(opts.corpus, site);
  if (!existsSync(path.join(siteDir, 'docs.json'))) {
    process.stderr.write(`${site}: no docs.json in ${siteDir}\n`);
    return false;
  }
  const t0 = Date.now();
  const r = await runOracle(resolveScript, siteDir, opts.timeout);
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  let res;
  try {
    res = JSON.parse(r.stdout);
  } catch {
    const why = r.timedOut ? `timed out after ${opts.timeout}s` : `exit ${r.code ?? r.signal}, no JSON on stdout`;
    process.stderr.write(`${site}: oracle failed (${why}; stdout ${r.stdout.length} bytes)\n${r.stderr.slice(-2000)}\n`);
    return false;
  }
  const g = golden(site, siteDir, res);
  const file = path.join(opts.out, `${site}.oracle.json`);
  writeFileSync(file, JSON.stringify(g, null, 1) + '\n');
  process.stderr.write(
    `${site}: ok=${g.ok}${g.error ? ` error=${JSON.stringify(g.error)}` : ''} pages=${g.pageCount} ` +
      `endpoints=${g.endpointPageCount} unique=${g.uniqueHrefs} log=${g.log.length} (${secs}s) -> ${path.relative(process.cwd(), file)}\n`,
  );
  return true;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const resolveScript = path.join(opts.oracle, 'resolve.mjs');
  if (!existsSync(resolveScript)) die(`no resolve.mjs in ${opts.oracle} (use --oracle DIR)`);
  if (!existsSync(path.join(opts.oracle, 'node_modules'))) {
    die(`${opts.oracle} has no node_modules: run "npm ci --ignore-scripts" there, or pass --oracle DIR of an installed copy`);
  }
  let sites = opts.sites;
  if (sites.length === 0) {
    sites = readdirSync(opts.corpus, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(opts.corpus, d.name, 'docs.json')))
      .map((d) => d.name)
      .sort();
  }
  mkdirSync(opts.out, { recursive: true });
  let failed = 0;
  const queue = [...sites];
  const worker = async () => {
    while (queue.length) {
      const site = queue.shift();
      if (!(await doSite(opts, resolveScript, site))) failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.jobs, sites.length) }, worker));
  process.exit(failed ? 1 : 0);
}

await main();
