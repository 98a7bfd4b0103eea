import { AstUtils, GrammarUtils, type AstNode, type CstNode, type LangiumDocument, type LangiumDocuments } from 'langium';
import { builtInMember, isLearnProperty } from '../../engine/members.js';
import * as ast from '../generated/ast.js';
import { ExpressionTyper } from '../validation/expression-types.js';
import { effectiveElements } from './overrides.js';
import { visibleUris } from './imports.js';

/** A slot or resource named without a cross-reference: `self.Карты`, `learn Карты of p`. */
export type MemberTarget = ast.Slot | ast.Resource;

/** Where a member name is written: the node and the property holding the name. */
export interface MemberUse { node: ast.MemberAccess | ast.LearnEffect | ast.RevealEffect; property: 'member' | 'property'; cst: CstNode }

/** The node and property when `node`/`feature` holds a member name, else undefined. */
export function memberSite(node: AstNode | undefined, feature: string | undefined): { node: MemberUse['node']; property: MemberUse['property'] } | undefined {
    if (feature === 'member' && ast.isMemberAccess(node)) return { node, property: 'member' };
    if (feature === 'property' && (ast.isLearnEffect(node) || ast.isRevealEffect(node))) return { node, property: 'property' };
    return undefined;
}

/**
 * The slot or resource a member name means, as the checker reads it (validation/expression-types.ts):
 * a built-in member or learned property wins; else `X.Name` is a slot or a per-player resource and
 * `learn Name of X` a slot or any resource of the rule set the document sees.
 */
export function memberDeclaration(site: { node: MemberUse['node']; property: MemberUse['property'] }, documents: LangiumDocuments, typer = new ExpressionTyper(documents)): MemberTarget | undefined {
    const { node } = site;
    const name = ast.isMemberAccess(node) ? node.member : node.property;
    if (!name) return undefined;
    if (ast.isMemberAccess(node)) {
        if (builtInMember(typer.typeOf(node.receiver), name)) return undefined;
    } else if (isLearnProperty(name)) return undefined;
    const root = AstUtils.findRootNode(node);
    if (!ast.isRuleSet(root)) return undefined;
    const elements = effectiveElements(root, AstUtils.getDocument(root), documents);
    return elements.find((e): e is MemberTarget =>
        (ast.isSlot(e) || (ast.isResource(e) && (!e.global || !ast.isMemberAccess(node)))) && e.name === name);
}

/** Every member name that means `target`, in the documents that see its rule set. */
export function memberUses(target: MemberTarget, documents: LangiumDocuments, only?: LangiumDocument): MemberUse[] {
    const own = AstUtils.getDocument(target).uri.toString();
    const typer = new ExpressionTyper(documents);
    const uses: MemberUse[] = [];
    for (const doc of only ? [only] : documents.all) {
        if (doc.uri.toString() !== own && !visibleUris(doc, documents).has(own)) continue;
        for (const node of AstUtils.streamAst(doc.parseResult.value)) {
            const site = ast.isMemberAccess(node) ? memberSite(node, 'member') : memberSite(node, 'property');
            if (!site) continue;
            const name = ast.isMemberAccess(site.node) ? site.node.member : site.node.property;
            if (name !== target.name || memberDeclaration(site, documents, typer) !== target) continue;
            const cst = GrammarUtils.findNodeForProperty(site.node.$cstNode, site.property);
            if (cst) uses.push({ ...site, cst });
        }
    }
    return uses;
}
