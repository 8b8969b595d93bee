#!/usr/bin/env node
// Record the reference oracle's verdict into testdata/oracle/*.txtar.
//
// Usage: node scripts/oracle/record.mjs [--oracle DIR] [--jobs N] [--check] [CASE.txtar ...]
//
//   --oracle DIR  directory holding validate.mjs, resolve.mjs and their node_modules
//                 (default: ../shared/tools/oracle relative to the repository root)
//   --jobs N      cases run in parallel (default 4)
//   --check       do not write; exit 1 if any case's oracle.json section is out of date
//   CASE.txtar    cases to record (default: every testdata/oracle/*.txtar)
//
// For each case the txtar is unpacked into a temporary directory (all sections except
// `want` and `oracle.json`), validate.mjs runs on docs.json and, when it says valid,
// resolve.mjs --nav --keep runs on the directory (--nav records the expanded navigation,
// which shows generated OpenAPI groups and dropped keys). The `-- oracle.json --` section
// is then replaced by
//   {"validate": <validate output>, "resolve": <resolve output, or null when invalid>}
// pretty-printed with a one-space indent; every other byte of the file is kept. Temporary
// paths are replaced by $WORK so that the output does not depend on the machine or run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SKIP = new Set(['want', 'oracle.json']);

function usage(msg) {
  if (msg) process.stderr.write(`record: ${msg}\n`);
  process.stderr.write('usage: node scripts/oracle/record.mjs [--oracle DIR] [--jobs N] [--check] [CASE.txtar ...]\n');
  process.exit(2);
}

// parseArgs is hand-rolled to keep the script free of dependencies and of
// util.parseArgs version differences.
function parseArgs(argv) {
  const o = { oracle: path.resolve(repoRoot, '..', 'shared', 'tools', 'oracle'), jobs: 4, check: false, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--oracle') o.oracle = path.resolve(argv[++i] ?? usage('--oracle needs a directory'));
    else if (a.startsWith('--oracle=')) o.oracle = path.resolve(a.slice('--oracle='.length));
    else if (a === '--jobs') o.jobs = Number(argv[++i]);
    else if (a === '--check') o.check = true;
    else if (a === '-h' || a === '--help') usage();
    else if (a.startsWith('--')) usage(`unknown flag ${a}`);
    else o.files.push(path.resolve(a));
  }
  if (!Number.isInteger(o.jobs) || o.jobs < 1) usage('--jobs needs a positive integer');
  if (o.files.length === 0) {
    const dir = path.join(repoRoot, 'testdata', 'oracle');
    o.files = readdirSync(dir).filter((f) => f.endsWith('.txtar')).sort().map((f) => path.join(dir, f));
  }
  return o;
}

// parseTxtar splits a txtar archive the way golang.org/x/tools/txtar does: a comment,
// then files introduced by lines of the form "-- NAME --". Each section keeps its raw
// text (marker line included) so that unchanged sections are written back byte-for-byte.
function parseTxtar(text) {
  const lines = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const marker = /^-- (.+) --\r?\n?$/;
  const out = { comment: '', files: [] };
  let cur = null;
  for (const line of lines) {
    const m = line.match(marker);
    if (m && m[1].trim() !== '') {
      cur = { name: m[1].trim(), marker: line.endsWith('\n') ? line : line + '\n', data: '' };
      out.files.push(cur);
    } else if (cur) cur.data += line;
    else out.comment += line;
  }
  return out;
}

function formatTxtar(a) {
  let s = a.comment;
  for (const f of a.files) {
    s += f.marker + f.data;
    if (f.data !== '' && !f.data.endsWith('\n')) s += '\n';
  }
  return s;
}

function run(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    p.on('error', reject);
    p.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function parseJSON(what, r) {
  try {
    return JSON.parse(r.stdout);
  } catch {
    throw new Error(`${what} printed no JSON (exit ${r.code}): ${(r.stderr || r.stdout).trim().slice(0, 500)}`);
  }
}

// scrub replaces every occurrence of the temporary directory (and the random suffix of
// resolve.mjs's scratch directory inside it) in all strings of v.
function scrub(v, tmp) {
  if (typeof v === 'string') {
    return v.split(tmp).join('$WORK').replace(/mint-resolve-[A-Za-z0-9]{6}/g, 'mint-resolve-XXXXXX');
  }
  if (Array.isArray(v)) return v.map((x) => scrub(x, tmp));
  if (v && typeof v === 'object') {
    const o = {};
    for (const [k, x] of Object.entries(v)) o[scrub(k, tmp)] = scrub(x, tmp);
    return o;
  }
  return v;
}

async function oracleFor(archive, oracle) {
  // realpath: on macOS os.tmpdir() is a symlink and the tools print resolved paths.
  const tmp = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'navbuild-oracle-')));
  try {
    const docs = path.join(tmp, 'docs');
    const scratch = path.join(tmp, 'scratch');
    mkdirSync(docs);
    mkdirSync(scratch);
    for (const f of archive.files) {
      if (SKIP.has(f.name)) continue;
      const dst = path.resolve(docs, f.name);
      if (!dst.startsWith(docs + path.sep)) throw new Error(`section ${f.name} leaves the case directory`);
      mkdirSync(path.dirname(dst), { recursive: true });
      writeFileSync(dst, f.data);
    }
    // resolve.mjs makes its scratch directory under os.tmpdir(); point that inside tmp
    // so it is scrubbed like the rest and removed with it.
    const env = { ...process.env, TMPDIR: scratch, TMP: scratch, TEMP: scratch, NO_COLOR: '1' };
    const v = await run(process.execPath, [path.join(oracle, 'validate.mjs'), path.join(docs, 'docs.json')], { cwd: docs, env });
    const validate = parseJSON('validate.mjs', v);
    let resolve = null;
    if (validate.valid) {
      const r = await run(process.execPath, [path.join(oracle, 'resolve.mjs'), docs, '--nav', '--keep'], { cwd: docs, env });
      resolve = parseJSON('resolve.mjs', r);
    }
    return scrub({ validate, resolve }, tmp);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function recordOne(file, o) {
  const text = readFileSync(file, 'utf8');
  const archive = parseTxtar(text);
  if (!archive.files.some((f) => f.name === 'docs.json')) throw new Error('no docs.json section');
  const result = await oracleFor(archive, o.oracle);
  const data = JSON.stringify(result, null, 1) + '\n';
  let sec = archive.files.find((f) => f.name === 'oracle.json');
  if (!sec) {
    sec = { name: 'oracle.json', marker: '-- oracle.json --\n', data: '' };
    archive.files.push(sec);
  }
  sec.data = data;
  const next = formatTxtar(archive);
  const changed = next !== text;
  if (changed && !o.check) writeFileSync(file, next);
  return { changed, valid: result.validate.valid, ok: result.resolve ? result.resolve.ok : null };
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  for (const f of ['validate.mjs', 'resolve.mjs', 'node_modules']) {
    if (!existsSync(path.join(o.oracle, f))) usage(`${path.join(o.oracle, f)} not found (run npm ci --ignore-scripts there, or pass --oracle)`);
  }
  const results = new Array(o.files.length);
  let next = 0;
  const worker = async () => {
    while (next < o.files.length) {
      const i = next++;
      try {
        results[i] = await recordOne(o.files[i], o);
      } catch (e) {
        results[i] = { error: e.message };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(o.jobs, o.files.length) }, worker));
  let failed = 0;
  let stale = 0;
  o.files.forEach((f, i) => {
    const r = results[i];
    const name = path.relative(process.cwd(), f);
    if (r.error) {
      failed++;
      process.stderr.write(`${name}: ${r.error}\n`);
      return;
    }
    if (r.changed) stale++;
    const verdict = r.valid ? (r.ok ? 'valid' : 'valid, resolve failed') : 'invalid';
    const mark = r.changed ? (o.check ? ' (out of date)' : ' (updated)') : '';
    process.stdout.write(`${name}: ${verdict}${mark}\n`);
  });
  if (failed) process.exit(2);
  if (o.check && stale) process.exit(1);
}

await main();
