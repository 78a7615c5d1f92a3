// @ts-check
// release.json as a build writes it: webpack.cjs with the files the build emitted, server-build.mjs
// adding the server build (the gateway's publish then adds the files' sha256). Its type is ReleaseInfo in
// shared/src/contracts/release-info.ts, which the gateway's release checks read; shared's
// typecheck checks this file, so what is written here is exactly that type.

/** @typedef {import('../shared/src/contracts/release-info').ReleaseInfo} ReleaseInfo */
/** @typedef {import('../shared/src/contracts/release-info').LibraryVersions} LibraryVersions */
/** @typedef {import('../shared/src/contracts/frontends').SliceName} SliceName */
/** @typedef {Record<string, Record<string, string>>} Frontends frontends.json */

/**
 * A frontend's release.json. The shell's says what it provides and which fragments every slice
 * must expose; a slice's, what it exposes.
 *
 * @param {object} build
 * @param {string} build.name             its release name, a key of frontends.json
 * @param {Frontends} build.frontends     shared/src/contracts/frontends.json
 * @param {LibraryVersions} build.built   the versions it was built against
 * @param {LibraryVersions} [build.provides] the shell's: the versions it shares
 * @param {string[]} build.files          every file the build emitted (source maps aside)
 * @returns {ReleaseInfo}
 */
function releaseInfo({ name, frontends, built, provides, files }) {
  if (!frontends[name]) throw new Error(`${name} is not in shared/src/contracts/frontends.json`);
  if (name !== 'shell') {
    const slice = /** @type {SliceName} */ (name);
    return { name: slice, built, exposes: Object.keys(frontends[name]), files };
  }
  if (!provides) throw new Error('the shell says which @storefront/shared and React it provides');
  const expects = /** @type {Record<SliceName, string[]>} */ (
    Object.fromEntries(
      Object.keys(frontends)
        .filter((slice) => slice !== 'shell')
        .map((slice) => [slice, Object.keys(frontends[slice])]),
    )
  );
  return { name, built, provides, expects, files };
}

/**
 * release.json once the server build is made: its file is listed with the others and named.
 *
 * @param {ReleaseInfo} info
 * @param {string} server  the server build's file, relative to the release folder
 * @returns {ReleaseInfo}
 */
function withServerBuild(info, server) {
  return { ...info, files: [...new Set([...info.files, server])].sort(), server };
}

module.exports = { releaseInfo, withServerBuild };
