<?xml version="1.0"?>
<tileset name="m" tilewidth="32" tileheight="32" margin="32" spacing="0" tilecount="18" columns="6">
 <image source="t.png" width="256" height="160"/>
</tileset>
