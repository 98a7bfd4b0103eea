import { AstUtils, isReference, type URI, type AstNode, type AstNodeDescription, type Reference, type ValidationAcceptor, type ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import { ruleSetModels } from '../model/rule-set-model.js';
import type { MafiaServices } from '../services.js';
import { isRuleSetPath, resolveImport, visibleUris } from '../scoping/imports.js';
import { allowedReferenceKinds, narrowedProperties } from '../scoping/reference-kinds.js';
import { Codes } from './codes.js';
import { deleteListItemEdit, replaceEdit } from './fixes.js';
import { msg, report, type Fix } from './report.js';
import { kindName, kindWithArticle, kindWord, withArticle } from './wording.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { messageLang } from '../l10n/message-lang.js';
import { say } from '../../engine/l10n/catalogue.js';

/** Reference lists in which naming the same thing twice is a slip (guise lists are multisets: not here). */
const setLikeLists: Record<string, readonly string[]> = {
    KnowsClause: ['refs'], WinClause: ['allies'], PhaseRestriction: ['phases'], ExclusiveLimit: ['abilities'],
    UsableClause: ['statuses'], TriggerEvent: ['subjects', 'sources'], ProtectEffect: ['sources'],
    StatusUntargetable: ['phases'], TagClause: ['tags'], AppearsClause: ['abilities'], WinCheckClause: ['phases'],
};

/**
 * References that resolve, but not to what the rule means: ambiguous names, the wrong kind of
 * declaration, guises that are not roles of the secret slot, imports that point nowhere, and a
 * name listed twice.
 */
export function referencesChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const documents = services.shared.workspace.LangiumDocuments;
    const fileSystem = services.shared.workspace.FileSystemProvider;
    const index = services.shared.workspace.IndexManager;
    const reflection = services.shared.AstReflection;
    const models = ruleSetModels(services);

    function checkAmbiguity(root: ast.Document, accept: ValidationAcceptor): void {
        const document = AstUtils.getDocument(root);
        const byName = new Map<string, AstNodeDescription[]>();
        for (const description of index.allElements(undefined, visibleUris(document, documents))) {
            const list = byName.get(description.name);
            if (list) list.push(description); else byName.set(description.name, [description]);
        }
        for (const info of AstUtils.streamAst(root).flatMap(AstUtils.streamReferences)) {
            const reference = info.reference;
            if (!isReference(reference) || !reference.ref || ast.isLoopVariable(reference.ref)) continue;
            if (ast.isOrderEntry(info.container) && info.property === 'ability') continue; // scoped to the actor's roles
            const candidates = byName.get(reference.$refText);
            if (!candidates || candidates.length < 2) continue;
            const type = reflection.getReferenceType(info);
            // Same kind and identifier in two rule sets is an override (the importing one wins), not an ambiguity.
            // Where only some kinds fit the place, a candidate of another kind is no rival (the scope prefers the fitting ones).
            const kinds = allowedReferenceKinds(info.container, info.property);
            const fitting = (c: AstNodeDescription) => reflection.isSubtype(c.type, type) && (!kinds || kinds.some((k) => reflection.isSubtype(c.type, k)));
            const distinct = new Map<string, AstNodeDescription>();
            for (const c of candidates) {
                if (fitting(c)) distinct.set(overrideKey(c), c);
            }
            if (distinct.size < 2) continue;
            const nodes = [...distinct.values()].map((d) => d.node).filter((n): n is AstNode => n !== undefined);
            const lang = messageLang(info.container);
            const meant = nodes.map((n) => describeNode(n, reference.$refText, lang)).join(say(lang, 'word.or'));
            const fixes: Fix[] = [];
            for (const n of nodes) {
                const id = (n as { name?: string }).name;
                if (id && id !== reference.$refText && reference.$refNode && isUnique(byName, id, type, reflection)) {
                    fixes.push({ title: msg('fix.refer-to', { kind: kindName(lang, n.$type), name: id }), edits: [replaceEdit(reference.$refNode.range, id)] });
                }
            }
            report(accept, 'warning', Codes.AmbiguousReference,
                msg('diag.ambiguous-reference', { text: reference.$refText, meant, kind: kindName(lang, reference.ref.$type), name: (reference.ref as { name?: string }).name ?? '' }), {
                    node: info.container, property: info.property, index: info.index, fixes,
                });
        }
    }

    function checkImport(node: AstNode, path: string | undefined, property: string, accept: ValidationAcceptor): void {
        if (path === undefined) return; // a half-typed import: the parser reports it
        const document = AstUtils.getDocument(node);
        // A game's `rules "x.txt"` is refused in structure-checks.ts, as `mafia run` refuses it.
        if (ast.isImport(node) && path !== '' && !isRuleSetPath(path)) {
            report(accept, 'error', Codes.UnresolvedImport, msg('diag.import-not-mafia', { path }), { node, property: 'path' });
            return;
        }
        const uri = resolveImport(document.uri, path);
        if (path !== '' && documents.hasDocument(uri)) {
            if (ast.isImport(node)) checkCycle(node, uri, accept);
            return;
        }
        let isFile = false;
        try { isFile = path !== '' && fileSystem.statSync(uri).isFile; } catch { isFile = false; } // a folder is no rule set
        if (isFile) return;
        report(accept, 'error', Codes.UnresolvedImport,
            msg('diag.unresolved-import', { path, where: uri.path }), {
                node, property,
            });
    }

    /** An import that leads back to the importing file: which of the two overrides the other is then unclear. */
    function checkCycle(node: ast.Import, target: URI, accept: ValidationAcceptor): void {
        const document = AstUtils.getDocument(node);
        const importer = document.uri.toString();
        const targetDocument = documents.getDocument(target);
        if (!targetDocument) return;
        if (!visibleUris(targetDocument, documents).has(importer)) return;
        report(accept, 'warning', Codes.ImportCycle, msg('diag.import-cycle', { path: node.path ?? '' }), { node, property: 'path' });
    }

    return {
        RuleSet: (root: ast.RuleSet, accept: ValidationAcceptor) => checkAmbiguity(root, accept),
        GameScript: (root: ast.GameScript, accept: ValidationAcceptor) => {
            checkAmbiguity(root, accept);
            checkImport(root, root.ruleset, 'ruleset', accept);
        },
        Import: (node: ast.Import, accept: ValidationAcceptor) => checkImport(node, node.path, 'path', accept),
        KnowsClause: (node, accept) => checkKinds(node, accept),
        WinClause: (node, accept) => checkKinds(node, accept),
        TriggerEvent: (node, accept) => checkKinds(node, accept),
        ProtectEffect: (node, accept) => checkKinds(node, accept),
        PhaseRestriction: (node, accept) => checkRepeats(node, accept),
        ExclusiveLimit: (node, accept) => checkRepeats(node, accept),
        UsableClause: (node, accept) => checkRepeats(node, accept),
        StatusUntargetable: (node, accept) => checkRepeats(node, accept),
        TagClause: (node, accept) => checkRepeats(node, accept),
        AppearsClause: (node, accept) => checkRepeats(node, accept),
        WinCheckClause: (node, accept) => checkRepeats(node, accept),
        GuisesClause: (clause: ast.GuisesClause, accept: ValidationAcceptor) => {
            const holder = AstUtils.getContainerOfType(clause, ast.isRole);
            const slot = holder?.slot?.ref;
            if (!slot) return;
            clause.guises.forEach((guise, i) => {
                const role = guise.ref;
                if (!role || role.slot?.ref === slot) return;
                report(accept, 'error', Codes.GuiseNotSecretRole,
                    msg('diag.guise-not-in-slot', { guise: guise.$refText, slot: slot.name, roles: slotRoleNames(models.of(clause).rolesIn(slot)) }), { node: clause, property: 'guises', index: i });
            });
        },
        GuiseEffect: (effect: ast.GuiseEffect, accept: ValidationAcceptor) => {
            const role = effect.guise?.ref;
            const slot = role?.slot?.ref;
            if (!role || !slot) return;
            const model = models.of(effect);
            const guiseSlots = new Set(model.roles.filter((r) => r.members.some(ast.isGuisesClause)).map((r) => r.slot?.ref));
            if (guiseSlots.size === 0 || guiseSlots.has(slot)) return;
            const expected = [...guiseSlots].find((s) => s !== undefined);
            report(accept, 'error', Codes.GuiseNotSecretRole,
                msg('diag.guise-wrong-slot', { guise: effect.guise.$refText, slot: slot.name, expected: expected?.name ?? '?' }),
                { node: effect, property: 'guise' });
        },
    };

    function checkKinds(node: AstNode, accept: ValidationAcceptor): void {
        checkRepeats(node, accept);
        const rules = narrowedProperties(node.$type);
        for (const [property, kinds] of Object.entries(rules ?? {})) {
            const refs = (node as unknown as Record<string, Array<Reference<AstNode>> | undefined>)[property] ?? [];
            refs.forEach((ref, i) => {
                const target = ref.ref;
                if (!target || kinds.includes(target.$type)) return;
                report(accept, 'error', Codes.WrongReferenceKind,
                    msg('diag.wrong-reference-kind', { name: ref.$refText, actual: kindWithArticle(messageLang(node), target.$type), expected: messageLang(node) === 'en' ? withArticle(kinds.map(kindWord).join(' or ')) : kinds.map((k) => kindName(messageLang(node), k)).join(say(messageLang(node), 'word.or')) }),
                    { node, property, index: i });
            });
        }
    }
}

function checkRepeats(node: AstNode, accept: ValidationAcceptor): void {
    for (const property of setLikeLists[node.$type] ?? []) {
        const refs = (node as unknown as Record<string, Array<Reference<AstNode>> | undefined>)[property] ?? [];
        const seen = new Set<AstNode>();
        refs.forEach((ref, i) => {
            const target = ref.ref;
            if (!target) return;
            if (!seen.has(target)) { seen.add(target); return; }
            const items = refs.map((r) => r.$refNode).filter((c) => c !== undefined);
            const edit = items.length === refs.length ? deleteListItemEdit(items, i) : undefined;
            report(accept, 'warning', Codes.DuplicateReference, msg('diag.duplicate-reference', { name: ref.$refText }), {
                node, property, index: i, fixes: edit ? [{ title: msg('fix.remove-repeated', { name: ref.$refText }), edits: [edit] }] : undefined,
            });
        });
    }
}

function isUnique(byName: Map<string, AstNodeDescription[]>, name: string, type: string, reflection: { isSubtype(a: string, b: string): boolean }): boolean {
    const nodes = new Set((byName.get(name) ?? []).filter((d) => reflection.isSubtype(d.type, type)).map(overrideKey));
    return nodes.size === 1;
}

/**
 * Declarations that are one for lookup: the same kind and identifier in different rule sets (an
 * override). Two such declarations in one rule set stay apart (nested ones: two roles' abilities).
 */
function overrideKey(d: AstNodeDescription): string {
    const node = d.node as (AstNode & { name?: string }) | undefined;
    if (!node?.name) return `${d.documentUri.toString()}#${d.path}`;
    return `${d.type}:${node.name}:${sameNamedIndex(node)}`;
}

const sameNamedIndexes = new WeakMap<AstNode, Map<AstNode, number>>();

/** How many declarations of the same kind and name precede this one in its document (one pass per document). */
function sameNamedIndex(node: AstNode): number {
    const root = AstUtils.findRootNode(node);
    let index = sameNamedIndexes.get(root);
    if (!index) {
        index = new Map();
        const counts = new Map<string, number>();
        for (const other of AstUtils.streamAllContents(root)) {
            const name = (other as { name?: unknown }).name;
            if (typeof name !== 'string') continue;
            const key = `${other.$type}:${name}`;
            const n = counts.get(key) ?? 0;
            counts.set(key, n + 1);
            index.set(other, n);
        }
        sameNamedIndexes.set(root, index);
    }
    return index.get(node) ?? 0;
}

function describeNode(node: AstNode, text: string, lang: Lang): string {
    const name = (node as { name?: string }).name ?? '?';
    return say(lang, name === text ? 'diag.node' : 'diag.node-called', { kind: kindName(lang, node.$type), name, text });
}

function slotRoleNames(roles: readonly ast.Role[]): string {
    const names = roles.slice(0, 6).map((r) => r.name);
    return names.join(', ') + (roles.length > 6 ? ', ...' : '');
}
