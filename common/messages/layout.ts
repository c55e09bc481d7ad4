/**
 * Texts of the main layout and the router: the menu, the session dialog and the pages for a wrong
 * address, a missing right or an unreachable server.
 */

export const layoutMessages = {
  // Main layout and router
  sessionEndedText: 'Silahkan login kembali untuk dapat melanjutkan menggunakan website ini',
  logout: 'Logout',
  home: 'Home',
  toggleMenu: 'Tampilkan atau sembunyikan menu',
  notFoundTitle: 'Tidak Ditemukan',
  noAccessTitle: 'Tidak Ada Akses',
  notFoundText: 'Halaman yang anda buka tidak ada.',
  backToHome: 'Kembali ke Home',
  backToList: 'Kembali ke daftar',
  serverUnreachable: 'Server tidak dapat dihubungi. Periksa koneksi, lalu coba lagi.',
  retry: 'Coba lagi',
  serverAnswerUnreadable: (status: number) =>
    `Server tidak dapat menjawab (status ${status}). Silakan coba lagi sebentar lagi.`,
  screenUnavailable: 'Layar ini bagian dari rilis Armada berikutnya.',
  /** The name a screen reader reads for a progress bar or spinner. */
  loadingProgress: 'Sedang memuat',
} as const;
