import type { ESLint, Rule } from 'eslint';

export declare const noLiteralText: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
