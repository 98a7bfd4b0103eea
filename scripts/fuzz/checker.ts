// Part 1: the parser and the checker, in-process, through the same language services the
// language server and `mafia check` use. Every document must be parsed, linked and validated
// without a throw: an exception out of the build, a check that throws (Langium turns it into an
// "An error occurred during validation" diagnostic) or an error logged on the way is a crash.
import { EmptyFileSystem, URI, type LangiumDocument } from 'langium';
import { createMafiaServices } from '../../language/mafia-module.js';
import { CrashLog, minimise, saveSlow, signatureOf } from './crashes.js';
import { fuzzDocument, grammarTokens, loadCorpus, Rand, type CorpusFile } from './mutate.js';

export interface CheckerStats { docs: number; parseErrors: number; crashes: number; slow: number; slowest: { ms: number; from: string } }

type Services = ReturnType<typeof createMafiaServices>;

/** A document that takes longer than this to parse and check is reported as slow. */
const SLOW_MS = 10_000;

/** Builds fresh services with every shipped rule set loaded, so fuzzed game scripts find their `rules "…"`. */
async function freshServices(corpus: readonly CorpusFile[]): Promise<Services> {
    const services = createMafiaServices(EmptyFileSystem);
    const docs: LangiumDocument[] = [];
    for (const f of corpus) {
        if (f.name.includes('/game-') || f.name.startsWith('examples/diagnostics/')) continue;
        const doc = services.shared.workspace.LangiumDocumentFactory.fromString(f.text, URI.parse(`file:///fuzz/${f.name}`));
        services.shared.workspace.LangiumDocuments.addDocument(doc);
        docs.push(doc);
    }
    await services.shared.workspace.DocumentBuilder.build(docs, { validation: false });
    return services;
}

/** Parses, links and validates one document; returns what went wrong (null: nothing threw). */
async function checkOne(services: Services, text: string, folder: string, n: number): Promise<{ error: unknown; parseErrors: number } | null | number> {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => { logged.push(args.find((a) => a instanceof Error) ?? args.map(String).join(' ')); };
    const uri = URI.parse(`file:///fuzz/${folder}/fuzz-${n}.mafia`);
    const { LangiumDocumentFactory, LangiumDocuments, DocumentBuilder } = services.shared.workspace;
    try {
        const doc = LangiumDocumentFactory.fromString(text, uri);
        LangiumDocuments.addDocument(doc);
        await DocumentBuilder.build([doc], { validation: true });
        const thrown = (doc.diagnostics ?? []).find((d) => /An error occurred/.test(typeof d.message === 'string' ? d.message : ''));
        const parseErrors = doc.parseResult.parserErrors.length + doc.parseResult.lexerErrors.length;
        if (logged.length > 0) return { error: logged[0], parseErrors };
        if (thrown) return { error: new Error(String(thrown.message)), parseErrors };
        return parseErrors;
    } catch (error) {
        return { error, parseErrors: 0 };
    } finally {
        console.error = original;
        try { await DocumentBuilder.update([], [uri]); } catch { /* the crash is already recorded */ }
    }
}

export async function fuzzChecker(seed: number, maxDocs: number, until: number, log: CrashLog): Promise<CheckerStats> {
    const corpus = loadCorpus();
    const tokens = grammarTokens();
    const stats: CheckerStats = { docs: 0, parseErrors: 0, crashes: 0, slow: 0, slowest: { ms: 0, from: '' } };
    let services = await freshServices(corpus);
    for (let i = 0; i < maxDocs && Date.now() < until; i++) {
        // Each document has its own seed: a crash is reproducible from (seed, i) alone.
        const r = new Rand(seed * 1_000_003 + i);
        const { text, from } = fuzzDocument(r, tokens, corpus);
        const folder = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : 'tokens';
        const started = Date.now();
        const outcome = await checkOne(services, text, folder, i);
        const ms = Date.now() - started;
        stats.docs++;
        if (ms > stats.slowest.ms) stats.slowest = { ms, from: `${from} (doc ${i})` };
        if (ms > SLOW_MS) {
            // Not a crash, but a host would wait: keep the first few (not minimised: that would take minutes).
            if (++stats.slow <= 3) saveSlow(`checker-slow-${seed}-${i}.mafia`, text, `${ms} ms to parse and check; from ${from}, --seed ${seed}, document ${i}`);
        }
        if (typeof outcome === 'number') { if (outcome > 0) stats.parseErrors++; }
        else if (outcome) {
            const signature = signatureOf(outcome.error);
            const detail = outcome.error instanceof Error ? outcome.error.stack ?? outcome.error.message : String(outcome.error);
            if (log.add('checker', signature, `${detail}\n\nfrom ${from}, --seed ${seed}, document ${i}`, text, 'mafia')) {
                const minimal = await minimise(text, async (s) => {
                    const again = await checkOne(services, s, folder, i);
                    return typeof again === 'object' && again !== null && signatureOf(again.error) === signature;
                }, 20_000);
                log.save('checker', signature, minimal, `reproduce: node bin/mafia.cjs check FILE (game scripts need their rules.mafia beside them: ${folder})`);
            }
            stats.crashes++;
        }
        // Long runs: start over now and then so that the index does not keep what deleted documents left.
        if (i % 2000 === 1999) services = await freshServices(corpus);
    }
    return stats;
}
