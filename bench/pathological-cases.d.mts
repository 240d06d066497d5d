export declare const PATHOLOGICAL_CASES: Record<string, string>;
