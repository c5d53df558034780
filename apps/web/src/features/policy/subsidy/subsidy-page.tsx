export default function SubsidyPage() { return null; }
