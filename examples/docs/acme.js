// The site's own script: linked with defer after navbuild's on every page.
document.documentElement.setAttribute("data-acme", "loaded");
