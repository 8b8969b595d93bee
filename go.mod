module github.com/navbuild/navbuild

go 1.26.8
