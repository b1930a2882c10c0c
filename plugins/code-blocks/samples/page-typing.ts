// Everything the build learns from typing one page's samples: the page laid out as a project, its GraphQL
// checks, and each TypeScript block typed for hover (./typecheck.ts). It runs in a worker thread
// (./typing-pool.ts), so it takes and returns plain data.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parentPort } from 'node:worker_threads';
import ts from 'typescript';
import { threadCpuSeconds } from '../../workers';
import { type MagicComment, parseLines } from '../lines';
import { layOutPage, type PageInput, type PageProject, type Problem, TYPESCRIPT_LANGS } from './project';
import { checkGraphql } from './schema';
import { PageTypes, type TypedBlock } from './typecheck';

/** Where a page's fixtures and declarations are, and where it is laid out. */
export interface SampleFolders {
  fixturesDir: string;
  packagesDir: string;
  outDir: string;
}

export interface TypingRequest {
  page: PageInput;
  folders: SampleFolders;
  magicComments: MagicComment[];
}

export interface TypedPageBlock extends TypedBlock {
  /** 0-based lines of the block's code that magic comments take out of what is shown. */
  hidden: number[];
  problems: Problem[];
}

export interface TypedPage {
  /** Hash of the page source typed: a page edited since (under the dev server) is typed again. */
  sourceHash: string;
  /** Problems of the page as a whole: its layout and its GraphQL blocks. */
  problems: Problem[];
  /** Each typed TypeScript block, by the 1-based page line of its opening fence. */
  blocks: Record<number, TypedPageBlock>;
  /** Folder of the laid-out project, named in errors so a failure can be reproduced with tsc. */
  projectDir: string;
  /** Time spent, for the build's timing line. */
  typingMs: number;
  /** CPU time the typing thread spent on it, where the system says (threadCpuSeconds). */
  cpuMs?: number;
}

export const sourceHash = (file: string) => createHash('sha1').update(readFileSync(file)).digest('hex');

/** 0-based lines of the raw code that the theme's magic comments removed. */
export function hiddenLines(raw: string, cleaned: string): number[] {
  const kept = cleaned.split('\n');
  const hidden: number[] = [];
  let next = 0;
  raw.split('\n').forEach((line, index) => {
    if (next < kept.length && line === kept[next]) next += 1;
    else hidden.push(index);
  });
  return hidden;
}

/**
 * The problems and typed TypeScript blocks of a laid-out page: its layout and GraphQL checks, then each block
 * typed with the lines its magic comments hide left out. The build (typePage) and the sample checker
 * (./checker.ts) both use it.
 */
export function typeProject(project: PageProject, packagesDir: string, magicComments: MagicComment[]): Pick<TypedPage, 'problems' | 'blocks'> {
  const problems = [...project.problems, ...checkGraphql(project)];
  const blocks: Record<number, TypedPageBlock> = {};
  if (project.typescriptFiles.length > 0) {
    const types = new PageTypes(project, packagesDir);
    for (const block of project.blocksByFile.values()) {
      if (!TYPESCRIPT_LANGS.has(block.lang)) continue;
      const shown = parseLines(block.code, { metastring: block.meta, language: block.lang, magicComments }).code;
      const hidden = hiddenLines(block.code, shown);
      const typed = types.type(block, hidden);
      if (typed) blocks[block.line] = { ...typed.typed, hidden, problems: typed.problems };
    }
  }
  return { problems, blocks };
}

/** Every file under a folder, hashed in path order. */
function hashFolder(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(dir, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
}

/**
 * What a page's typing depends on besides the page's own project: the declarations in packages/, the installed
 * packages (the lock), TypeScript, and this typing code. Hashed once per process.
 */
let inputsDigest: string | undefined;
function typingInputsDigest(packagesDir: string): string {
  if (inputsDigest === undefined) {
    const hash = createHash('sha256').update(ts.version);
    hashFolder(hash, resolve(packagesDir));
    hashFolder(hash, __dirname);
    const lock = resolve('package-lock.json');
    if (existsSync(lock)) hash.update(readFileSync(lock));
    inputsDigest = hash.digest('hex');
  }
  return inputsDigest;
}

/**
 * The typed page from an earlier build, when nothing it depends on has changed: the laid-out project (page,
 * chain and fixture), the magic comments and the inputs above. Docusaurus recompiles every docs page whenever
 * the docs' settings change (another BASE_URL, for one), which would type every sample again for the same result.
 */
function typedCacheFile(folders: SampleFolders, projectDir: string, magicComments: MagicComment[]): string {
  const hash = createHash('sha256').update(typingInputsDigest(folders.packagesDir)).update(JSON.stringify(magicComments));
  hashFolder(hash, projectDir);
  return join(`${resolve(folders.outDir)}-typed`, `${hash.digest('hex').slice(0, 32)}.json`);
}

export function typePage({ page, folders, magicComments }: TypingRequest): TypedPage {
  const started = performance.now();
  const cpuBefore = threadCpuSeconds();
  const hash = sourceHash(page.file);
  const project = layOutPage(page, folders.outDir, folders.fixturesDir);
  const cacheFile = typedCacheFile(folders, project.dir, magicComments);
  let typed: Pick<TypedPage, 'problems' | 'blocks'> | undefined;
  try {
    typed = JSON.parse(readFileSync(cacheFile, 'utf8')) as Pick<TypedPage, 'problems' | 'blocks'>;
  } catch {
    const json = JSON.stringify(typeProject(project, folders.packagesDir, magicComments));
    // The same plain data whether typed now or read back, so a build renders the same either way.
    typed = JSON.parse(json) as Pick<TypedPage, 'problems' | 'blocks'>;
    // Written whole, then renamed: a build that stops halfway leaves no torn entry.
    mkdirSync(dirname(cacheFile), { recursive: true });
    writeFileSync(`${cacheFile}.tmp`, json);
    renameSync(`${cacheFile}.tmp`, cacheFile);
  }
  const { problems, blocks } = typed;
  const cpuAfter = threadCpuSeconds();
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) * 1000;
  return { sourceHash: hash, problems, blocks, projectDir: project.dir, typingMs: performance.now() - started, cpuMs };
}

export type TypingReply = { id: number; page: TypedPage } | { id: number; error: string };

/** What the pool (./typing-pool.ts) tells the worker: type a page (queued last), or type a queued page next. */
export type TypingMessage = { type: 'type'; id: number; request: TypingRequest } | { type: 'first'; id: number };

/**
 * The worker thread's loop (../../workers.ts). The queue lives here, not in the pool: the main thread is often
 * busy for seconds at a time (TypeDoc, the MDX compiler), and a queue there would leave this worker idle until
 * the main thread read each reply and sent the next page. Between pages the loop lets messages in, so a page the
 * compiler waits for goes to the front.
 */
export function serveTypingRequests() {
  const queue: { id: number; request: TypingRequest }[] = [];
  let scheduled = false;
  const next = () => {
    scheduled = false;
    const job = queue.shift();
    if (!job) return;
    let reply: TypingReply;
    try {
      reply = { id: job.id, page: typePage(job.request) };
    } catch (error) {
      reply = { id: job.id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(reply);
    schedule();
  };
  // setImmediate runs after the messages that came in meanwhile, so they reorder the queue first.
  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(next);
  };
  parentPort?.on('message', (message: TypingMessage) => {
    if (message.type === 'type') queue.push({ id: message.id, request: message.request });
    else {
      const index = queue.findIndex((job) => job.id === message.id);
      if (index > 0) queue.unshift(...queue.splice(index, 1));
    }
    schedule();
  });
}
