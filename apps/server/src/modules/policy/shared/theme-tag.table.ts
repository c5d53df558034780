/** A theme tag (policy_type_3 key) of a publication, file or item. */
export interface PolicyThemeTagTable {
  ownerKind: 'publication' | 'file' | 'item';
  ownerId: number;
  themeTag: string;
}
