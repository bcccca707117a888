/** The record's own fields and history timeline (filled from the resource engine once it lands). */
export default function RecordDetail(_props: { businessType: string; recordId: string; reloadKey: number }) {
  return null;
}
