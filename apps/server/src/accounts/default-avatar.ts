/**
 * The photo of a user who has not chosen one (spec: 'default.jpeg'). It is an SVG, not a JPEG: the name
 * is the contract's, and an <img> goes by the content type, so a vector silhouette that stays sharp at
 * every size serves best. Kept in code so that the bundled server needs no asset folder.
 */
export const DEFAULT_AVATAR = {
  contentType: 'image/svg+xml',
  body: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
<clipPath id="round"><circle cx="64" cy="64" r="64"/></clipPath>
<g clip-path="url(#round)">
<rect width="128" height="128" fill="#e5e7eb"/>
<circle cx="64" cy="50" r="22" fill="#9ca3af"/>
<path d="M18 128c0-28 20.6-46 46-46s46 18 46 46z" fill="#9ca3af"/>
</g>
</svg>
`,
  ),
};
