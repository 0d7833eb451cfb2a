/** Colour sets for the drawn demo art: a fabric, a wood and an accent each. */
export type Palette = {
  fabric: string
  fabricDark: string
  wood: string
  woodDark: string
  accent: string
  metal: string
}

export const palettes: Palette[] = [
  {
    fabric: '#8a9a7b',
    fabricDark: '#6d7c60',
    wood: '#c8a274',
    woodDark: '#9c7a50',
    accent: '#e9c46a',
    metal: '#3d3d3d',
  },
  {
    fabric: '#c0704d',
    fabricDark: '#9a5639',
    wood: '#7a5235',
    woodDark: '#5a3a24',
    accent: '#f4d8b8',
    metal: '#2b2b2b',
  },
  {
    fabric: '#2f4058',
    fabricDark: '#213045',
    wood: '#d9c3a0',
    woodDark: '#b49b74',
    accent: '#d4a23c',
    metal: '#8f8f8f',
  },
  {
    fabric: '#e8dcc8',
    fabricDark: '#cdbda3',
    wood: '#a0724a',
    woodDark: '#7a5535',
    accent: '#6b8f71',
    metal: '#b08d57',
  },
  {
    fabric: '#55606b',
    fabricDark: '#414a53',
    wood: '#efe7da',
    woodDark: '#d4c8b4',
    accent: '#c96f53',
    metal: '#222222',
  },
  {
    fabric: '#d4a23c',
    fabricDark: '#ad8229',
    wood: '#5b4030',
    woodDark: '#3f2b1f',
    accent: '#2f4058',
    metal: '#4a4a4a',
  },
]

export const backgrounds = ['#f4efe7', '#eef1ec', '#f3ece6', '#ebeef2', '#f6f0e4', '#efe9ef']
