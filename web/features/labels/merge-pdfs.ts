/**
 * One PDF of the pages of several (the sticker files of a Print All made a few labels per call),
 * in order. pdf-lib loads only when a file of more than one call is made.
 */
import { loadChunk } from '../../lib/api';

export async function mergePdfs(parts: readonly Blob[]): Promise<Blob> {
  const { PDFDocument } = await loadChunk(() => import('pdf-lib'));
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const doc = await PDFDocument.load(await part.arrayBuffer());
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  const bytes = await merged.save();
  return new Blob([bytes.slice().buffer], { type: 'application/pdf' });
}
