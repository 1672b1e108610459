import { closedTabTests } from './background'
import { mockOrigin } from './ports'

// The service on another origin than the app (`npm run mock:server`, CORS).
closedTabTests(mockOrigin, { twoTabs: true })
