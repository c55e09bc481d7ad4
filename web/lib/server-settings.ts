/**
 * Settings of the deployment that the server writes into index.html's meta tags (server/platform/
 * app.ts), so one build serves any deployment: the map's tile server, Zebra Browser Print's address
 * and the website line of the labels. The Vite dev server has none; each setting has its default.
 */
function meta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}

export const serverSettings = {
  mapTileUrl: () => meta('armada-map-tile-url') || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  /** '' when the page picks Browser Print's default address by its own protocol. */
  browserPrintUrl: () => meta('armada-browser-print-url'),
  labelWebsite: () => meta('armada-label-website') || 'www.armada.co.id',
};
