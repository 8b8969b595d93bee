# navbuild in a container, for CIs other than GitHub Actions:
#
#   docker build -t navbuild --build-arg VERSION=v1.2.3 --build-arg COMMIT=$(git rev-parse HEAD) .
#   docker run --rm -u "$(id -u)" -v "$PWD:/work" navbuild build docs -o site
#   docker run --rm -p 3000:3000 -v "$PWD:/work" navbuild dev docs --host 0.0.0.0
#
# The image holds the static binary alone (no shell, no git): pages get
# no git dates in it, and nothing else changes.

FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=
ARG COMMIT=
RUN CGO_ENABLED=0 go build -trimpath \
	-ldflags "-s -w -X main.stampVersion=${VERSION} -X main.stampCommit=${COMMIT}" \
	-o /out/navbuild ./cmd/navbuild

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/navbuild /navbuild
WORKDIR /work
ENTRYPOINT ["/navbuild"]
CMD ["help"]
