export function readJournal(text: string): { id: string; name: string; email: string; message: string; lang: string; createdAt?: number }[]
export function importLegacyJournals(outbox: { add: (message: never, now?: number) => Promise<string> }, dirs: string[]): Promise<number>
