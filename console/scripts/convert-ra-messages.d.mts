export function convertText(text: string): string;
export function convertTree(tree: Record<string, unknown>): Record<string, unknown>;
