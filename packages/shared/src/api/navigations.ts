/** The timeline's age buckets with their counts (/navigations.json). */
export interface NavigationEntry {
  key: string;
  label: string;
  count: number;
  from: number;
  to: number;
}
export interface NavigationsReply {
  baby_id: number;
  birthday: string | null;
  list: NavigationEntry[];
}
