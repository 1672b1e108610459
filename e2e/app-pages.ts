/** Every page of the app: its address and its heading. */
export const appPages = [
  ['/', 'Send files'],
  ['/upload', 'Upload files'],
  ['/consignments/new', 'Register a consignment'],
  ['/transfers/new', 'Send a transfer'],
  ['/history', 'History'],
  ['/settings', 'Settings'],
] as const
