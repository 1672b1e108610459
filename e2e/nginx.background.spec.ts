import { closedTabTests, longSendTest, sendAgainClosedTabTest, stoppedWorkerTests } from './background'
import { nginxMockOrigin } from './ports'

// The service on the app's own origin, proxied by nginx (deploy/): no preflight, Background Fetch possible.
closedTabTests(nginxMockOrigin)
longSendTest(nginxMockOrigin)
stoppedWorkerTests(nginxMockOrigin)
sendAgainClosedTabTest(nginxMockOrigin)
