import type { AstNode, LangiumDocument } from 'langium';
import type { DocumentSymbolProvider, LangiumServices } from 'langium/lsp';
import { SymbolKind, type DocumentSymbol, type DocumentSymbolParams } from 'vscode-languageserver';
import {
    isAbility, isFaction, isGamePhase, isGameScript, isHostEntry, isMessage, isOptionDecl, isOrderEntry,
    isPhase, isResource, isRole, isRuleSet, isSetup, isSharedAbility, isSlot, isStage, isStatus, isTag,
    isTrigger, isVoteEntry, isVoting,
    type Ability, type GameScript, type OptionDecl, type Role, type RuleSet, type Trigger,
} from '../generated/ast.js';
import { phasesOf, refText, shownName, stageOf, stageOrder, titleOf } from './mafia-declarations.js';

/**
 * The outline: in a rule set, its declarations with roles holding their abilities and triggers
 * (abilities their options) and factions their shared abilities; in a game script, the players
 * and each phase with its orders, votes and host actions. Details carry display names, factions,
 * phases and stages, so the outline reads like the rule sheet.
 */
export class MafiaDocumentSymbolProvider implements DocumentSymbolProvider {
    private readonly nameProvider: LangiumServices['references']['NameProvider'];

    constructor(services: LangiumServices) {
        this.nameProvider = services.references.NameProvider;
    }

    getSymbols(document: LangiumDocument, _params: DocumentSymbolParams): DocumentSymbol[] {
        // The details read references (factions, phases, stages): the server waits for the file to be
        // linked before it asks (lsp/service-requirements.ts). Never wait here: a request runs inside a
        // read of the workspace lock, and the next build waits for that read to end (a hang).
        const root = document.parseResult.value;
        if (isRuleSet(root)) return this.ruleSet(root);
        if (isGameScript(root)) return this.gameScript(root);
        return [];
    }

    private ruleSet(root: RuleSet): DocumentSymbol[] {
        const stages = stageOrder(root.elements.filter(isStage));
        const symbols: DocumentSymbol[] = [];
        for (const element of root.elements) {
            if (isSetup(element)) symbols.push(this.symbol(element, 'setup', SymbolKind.Object));
            else if (isPhase(element)) symbols.push(this.named(element, SymbolKind.Event, titleOf(element)));
            else if (isStage(element)) {
                const position = stages.indexOf(element) + 1;
                symbols.push(this.named(element, SymbolKind.EnumMember, [`#${position}`, titleOf(element), element.simultaneous ? 'simultaneous' : undefined].filter(Boolean).join(' · ')));
            } else if (isRole(element)) symbols.push(this.role(element));
            else if (isFaction(element)) {
                const shared = element.members.filter(isSharedAbility).map((s) => s.ability).filter(isAbility).map((a) => this.ability(a));
                symbols.push(this.named(element, SymbolKind.Module, titleOf(element), shared));
            } else if (isSharedAbility(element) && element.ability) symbols.push(this.ability(element.ability));
            else if (isStatus(element)) symbols.push(this.named(element, SymbolKind.Constant, titleOf(element)));
            else if (isResource(element)) symbols.push(this.named(element, SymbolKind.Property, titleOf(element)));
            else if (isTag(element)) symbols.push(this.named(element, SymbolKind.Key, titleOf(element)));
            else if (isSlot(element)) symbols.push(this.named(element, SymbolKind.Interface, titleOf(element)));
            else if (isVoting(element)) symbols.push(this.named(element, SymbolKind.Struct, titleOf(element)));
            else if (isMessage(element)) symbols.push(this.named(element, SymbolKind.String));
        }
        return symbols;
    }

    private role(role: Role): DocumentSymbol {
        const children = role.members
            .filter((m): m is Ability | Trigger => isAbility(m) || isTrigger(m))
            .map((m) => this.ability(m));
        const faction = role.faction?.ref ? shownName(role.faction.ref) : undefined;
        return this.named(role, SymbolKind.Class, [titleOf(role), faction && `: ${faction}`].filter(Boolean).join(' '), children);
    }

    private ability(node: Ability | Trigger | OptionDecl): DocumentSymbol {
        const { any, phases } = phasesOf(node);
        const stage = stageOf(node);
        const detail = [
            titleOf(node),
            isTrigger(node) && node.event ? `on ${node.event.kind}` : undefined,
            any ? 'any phase' : phases.map(shownName).join(', ') || undefined,
            stage ? `stage ${shownName(stage)}` : undefined,
        ].filter(Boolean).join(' · ');
        const options = node.clauses.filter(isOptionDecl).map((o) => this.ability(o));
        const kind = isTrigger(node) ? SymbolKind.Event : isOptionDecl(node) ? SymbolKind.EnumMember : SymbolKind.Function;
        return this.named(node, kind, detail, options);
    }

    private gameScript(root: GameScript): DocumentSymbol[] {
        const symbols: DocumentSymbol[] = [];
        const players = root.players.map((p) => this.named(p, SymbolKind.Variable, p.roles.map((r) => (r.ref ? shownName(r.ref) : r.$refText)).join(', ')));
        const first = root.players[0]?.$cstNode;
        const last = root.players[root.players.length - 1]?.$cstNode;
        if (first && last) {
            symbols.push({
                name: 'players', kind: SymbolKind.Namespace, detail: `${root.players.length}`,
                range: { start: first.range.start, end: last.range.end }, selectionRange: first.range, children: players,
            });
        }
        for (const phase of root.phases) {
            const children: DocumentSymbol[] = [];
            for (const entry of phase.entries) {
                if (isOrderEntry(entry)) {
                    const targets = entry.targets.map((t) => t.$refText).join(', ');
                    children.push(this.symbol(entry, `${refText(entry.actor)}: ${refText(entry.ability)}${targets ? ' → ' + targets : ''}`, SymbolKind.Function));
                } else if (isVoteEntry(entry)) {
                    children.push(this.symbol(entry, `vote ${refText(entry.voter)} → ${refText(entry.target)}${entry.kind ? ` (${entry.kind})` : ''}`, SymbolKind.Operator));
                } else if (isHostEntry(entry)) {
                    children.push(this.symbol(entry, `host remove ${refText(entry.player)}`, SymbolKind.Event));
                }
            }
            if (isGamePhase(phase)) {
                const kind = phase.kind?.ref;
                symbols.push(this.symbol(phase, `${refText(phase.kind)} ${phase.number ?? '?'}`, SymbolKind.Event, kind ? titleOf(kind) : undefined, children));
            }
        }
        return symbols;
    }

    /** A symbol for a declaration; its name node is the selection. */
    private named(node: AstNode, kind: SymbolKind, detail?: string, children?: DocumentSymbol[]): DocumentSymbol {
        const nameNode = this.nameProvider.getNameNode(node);
        const symbol = this.symbol(node, this.nameProvider.getName(node) ?? '?', kind, detail, children);
        if (nameNode) symbol.selectionRange = nameNode.range;
        return symbol;
    }

    private symbol(node: AstNode, name: string, kind: SymbolKind, detail?: string, children?: DocumentSymbol[]): DocumentSymbol {
        const range = node.$cstNode!.range;
        return { name, kind, detail: detail || undefined, range, selectionRange: range, children: children && children.length > 0 ? children : undefined };
    }
}
