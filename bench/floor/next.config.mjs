// The framework's floor (issue 40): a bare Next.js app of the project's own version, built and started by
// `npm run bench` beside the site. Nothing in it but what every Next.js app has.
const config = { poweredByHeader: false }

export default config
