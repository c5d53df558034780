export async function seedSkillDemo(_db: unknown, _now: string): Promise<void> {}
