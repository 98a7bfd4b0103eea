export interface StatusOptions { format?: "text" | "json"; lang?: "ru" | "en" }
export async function statusCommand(_g: string, _o: StatusOptions, _out: (s: string) => void): Promise<number> { return 0; }
