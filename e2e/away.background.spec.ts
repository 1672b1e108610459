import { closedTabTests } from './background'
import { awayMockOrigin } from './ports'

// The service on another origin than the app (`npm run mock:server`, CORS).
closedTabTests(awayMockOrigin, { twoTabs: true })
